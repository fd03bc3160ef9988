"use client";

// The English tree shares the error boundary of every language (its words come from the layout).
export { default } from "../[locale]/error";
