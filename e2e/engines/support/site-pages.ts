// The pages the cross-engine subset renders: every spec route and footer page, in each language (the main suite's
// catalogue without the blog posts, which share one template with nothing engine-specific on them).
import { everyPage } from "../../support/site-pages";

export const enginePages = everyPage.filter((page) => page.kind === "page");
