import type { BlogCopy, BlogPostMeta } from "@/content/types";
import type { Locale } from "@/content/locales";
import { plural } from "@/lib/plural";
import { ArrowLink } from "@/components/ui/arrow-link";
import { Glow } from "@/components/ui/glow";

interface ArticleHeaderProps {
  /** The h1's id, which names the article around this header. */
  titleId: string;
  post: BlogPostMeta;
  copy: Pick<BlogCopy, "backLabel" | "byLabel" | "readingTime" | "meta">;
  locale: Locale;
  /** "Updated 2 December 2026", when the post changed after it was published. */
  updatedNote?: string;
}

/** The top of a blog post: a way back to the index, the post's h1, its summary and byline. */
export function ArticleHeader({ titleId, post, copy, locale, updatedNote }: ArticleHeaderProps) {
  return (
    <header className="relative isolate overflow-hidden bg-gradient-to-b from-tint to-page pt-32 pb-12 sm:pt-40 sm:pb-16">
      <Glow className="-top-32 right-0 size-[30rem] bg-glow" />
      <div className="container-page max-w-3xl">
        <ArrowLink href={copy.meta.path} direction="back" className="text-sm">
          {copy.backLabel}
        </ArrowLink>
        <h1 id={titleId} className="mt-6 text-3xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl">
          {post.title}
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-pretty text-muted sm:text-xl">{post.summary}</p>
        <div className="mt-8 flex flex-col gap-1 border-t border-line pt-6 text-sm text-muted sm:flex-row sm:items-center sm:gap-3">
          <p className="font-medium text-body">
            {copy.byLabel} {post.authorRole}
          </p>
          <span aria-hidden="true" className="hidden sm:inline">
            ·
          </span>
          <p>
            <time dateTime={post.date}>{post.dateLabel}</time>
            <span aria-hidden="true"> · </span>
            {plural(copy.readingTime, post.readingMinutes, locale)}
            {updatedNote && (
              <>
                <span aria-hidden="true"> · </span>
                <time dateTime={post.updated}>{updatedNote}</time>
              </>
            )}
          </p>
        </div>
      </div>
    </header>
  );
}
