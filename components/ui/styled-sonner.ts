// sonner and the site's toast styles, in one lazy chunk (docs/decisions.md#d27): the stylesheet loads with the code.
import "./toasts.css";

export * from "sonner";
