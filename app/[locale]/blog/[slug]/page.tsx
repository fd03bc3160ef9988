import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getContent } from "@/content/dictionaries";
import { getPost, getPostSummaries } from "@/lib/blog";
import { formatDate } from "@/lib/dates";
import { pageLocale } from "@/lib/i18n";
import { pageMetadata } from "@/lib/metadata";
import { fillPlaceholders } from "@/lib/placeholders";
import { feedPath } from "@/lib/routes";
import { blogPostingData, breadcrumbData } from "@/lib/structured-data";
import { ArticleHeader } from "./_components/article-header";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeedLink } from "../_components/feed-link";
import { PostCard } from "../_components/post-card";
import { JsonLd } from "@/components/ui/json-ld";
import { Prose } from "@/components/ui/prose";
import { Section, sectionTitleId } from "@/components/ui/section";

interface PostPageProps {
  params: Promise<{ locale?: string; slug: string }>;
}

// Only the Markdown files in content/blog/<locale>/ exist; any other /blog/<slug> is a 404.
export const dynamicParams = false;

// Next hands this the parent segments' params: `locale` under app/[locale]/, none in the English tree.
export async function generateStaticParams({ params }: { params: { locale?: string; slug?: string } }) {
  const locale = await pageLocale(Promise.resolve(params));
  return getPostSummaries(locale).map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: PostPageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const post = getPost(locale, (await params).slug);
  if (!post) return {};
  const { blog } = getContent(locale);
  return pageMetadata({ path: post.path, title: post.title, description: post.summary }, locale, {
    type: "article",
    publishedTime: post.date,
    modifiedTime: post.updated,
    feed: { path: feedPath(locale), title: blog.feed.title },
  });
}

export default async function PostPage({ params }: PostPageProps) {
  const locale = await pageLocale(params);
  const post = getPost(locale, (await params).slug);
  if (!post) notFound();
  const { blog } = getContent(locale);
  const others = getPostSummaries(locale)
    .filter((other) => other.slug !== post.slug)
    .slice(0, 2);

  const updatedNote = post.updated !== post.date ? fillPlaceholders(blog.updatedLabel, { date: formatDate(post.updated, locale) }) : undefined;

  return (
    <>
      <JsonLd
        data={breadcrumbData(locale, [
          { name: blog.meta.title, path: blog.meta.path },
          { name: post.title, path: post.path },
        ])}
      />
      <JsonLd data={blogPostingData(post, locale)} />
      <article aria-labelledby="page-title">
        <ArticleHeader titleId="page-title" post={post} copy={blog} locale={locale} updatedNote={updatedNote} />
        <div className="container-page max-w-3xl pb-16 sm:pb-20">
          <Prose html={post.html} />
          <FeedLink href={feedPath(locale)} copy={blog.feed} className="mt-12 border-t border-line pt-8" />
        </div>
      </article>
      {others.length > 0 && (
        <Section id="more-posts" background="surface" spacing="sm" reveal={false} className="border-t border-line">
          <h2 id={sectionTitleId("more-posts")} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {blog.moreTitle}
          </h2>
          <ul className="mt-8 grid gap-8 md:grid-cols-2">
            {others.map((other) => (
              <li key={other.slug}>
                <PostCard post={other} copy={blog} locale={locale} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </Section>
      )}
      <CallToAction id="cta" {...blog.cta} />
    </>
  );
}
