import Link from "next/link";
import type { ComponentProps } from "react";

/**
 * next/link without prefetching. By default every link that scrolls into view downloads its page's payload and
 * code: on the home page at 375 px that is about 100 KiB and two chunks for pages the visitor may never open,
 * paid on a phone's data and main thread. A click fetches the one page chosen (docs/decisions.md#d41).
 */
export function SiteLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />;
}
