import { SiteLink } from "@/components/ui/site-link";
import type { BlogCopy, BlogPostMeta } from "@/content/types";
import { cn } from "@/lib/cn";
import { PostCover } from "@/components/ui/post-cover";
import type { Locale } from "@/content/locales";
import { plural } from "@/lib/plural";

interface PostCardProps {
  post: BlogPostMeta;
  copy: Pick<BlogCopy, "readLabel" | "readingTime" | "latestLabel">;
  locale: Locale;
  /** The newest post on the index: wider, with a larger title. */
  featured?: boolean;
  headingLevel?: "h2" | "h3";
}

/** A post on an index: date, reading time, title (the link), summary and author. The whole card is clickable. */
export function PostCard({ post, copy, locale, featured = false, headingLevel: Heading = "h2" }: PostCardProps) {
  return (
    <article
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-raised shadow-card transition-shadow duration-300 focus-within:ring-2 focus-within:ring-brand hover:shadow-card-hover",
        featured && "lg:flex-row",
      )}
    >
      <div
        aria-hidden="true"
        className={cn(
          "relative isolate overflow-hidden bg-gradient-to-br from-brand-700 via-brand-800 to-ink-950",
          featured ? "h-44 sm:h-56 lg:h-auto lg:w-2/5" : "h-36",
        )}
      >
        <div className="absolute -top-10 -right-10 -z-10 size-48 rounded-full bg-brand-400/30 blur-2xl" />
        <div className="absolute -bottom-12 -left-8 -z-10 size-40 rounded-full bg-accent-400/25 blur-2xl" />
        <PostCover seed={post.slug} className="absolute inset-0 size-full" />
      </div>
      <div className={cn("flex flex-1 flex-col p-7", featured && "sm:p-10")}>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          {featured && (
            <span className="rounded-full bg-accent-tint px-2.5 py-0.5 text-xs font-semibold tracking-wider text-ink uppercase">{copy.latestLabel}</span>
          )}
          {/* The date and the reading time wrap as one, so that no line ends with the dot between them. */}
          <span className="inline-flex gap-x-3">
            <time dateTime={post.date}>{post.dateLabel}</time>
            <span aria-hidden="true">·</span>
            <span>{plural(copy.readingTime, post.readingMinutes, locale)}</span>
          </span>
        </p>
        <Heading className={cn("mt-3 font-bold tracking-tight text-balance text-ink", featured ? "text-2xl sm:text-3xl" : "text-xl")}>
          <SiteLink href={post.path} className="after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none">
            {post.title}
          </SiteLink>
        </Heading>
        <p className={cn("mt-3 flex-1 leading-relaxed text-muted", featured && "sm:text-lg")}>{post.summary}</p>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-5 text-sm">
          {/* Shown alone, the role starts with a capital; French writes it in lowercase for the byline (« Par notre fondatrice… »). */}
          <span className="inline-block font-medium text-body first-letter:uppercase">{post.authorRole}</span>
          <span aria-hidden="true" className="inline-flex items-center gap-2 font-semibold text-brand">
            {copy.readLabel}
            <span className="transition-transform group-hover:translate-x-1">→</span>
          </span>
        </div>
      </div>
    </article>
  );
}
