"use client";

import { useRouter } from "next/navigation";
import type { AnchorHTMLAttributes, MouseEvent } from "react";

type SiteLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** What the browser should do itself: a new tab or window, a download, another site, or a click not of the main button. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>) {
  const link = event.currentTarget;
  const target = link.getAttribute("target");
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== null && target !== "_self") ||
    link.hasAttribute("download") ||
    link.origin !== location.origin
  );
}

/**
 * A link to a page of the site, followed by the client router: the chosen page's payload only, the header and footer
 * kept (docs/decisions.md#d41). It does what next/link does on a click, through the same router call, without its 3 KiB
 * gzip on every page: prefetching, which this site turns off, link status and URL objects, which it does not use
 * (docs/decisions.md#d116). Before hydration, and with JavaScript off, it is a plain link.
 */
export function SiteLink({ onClick, ...props }: SiteLinkProps) {
  const router = useRouter();
  return (
    <a
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || leftToBrowser(event)) return;
        event.preventDefault();
        router.push(props.href);
      }}
    />
  );
}
