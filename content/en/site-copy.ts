import type { SiteCopy } from "../types";

export const siteCopy = {
  description:
    "Talanta AI connects AI talent from emerging markets with real-world opportunities through learning-to-earning pathways, innovation labs and product engineering for organisations worldwide.",
  ogImageAlt: "Talanta AI — Building a Borderless AI Future",
} satisfies SiteCopy;
