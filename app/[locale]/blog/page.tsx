import type { Metadata } from "next";
import { getPostSummaries } from "@/lib/blog";
import { getContent } from "@/content/dictionaries";
import { pageLocale, type LocaleParams } from "@/lib/i18n";
import { pageMetadata } from "@/lib/metadata";
import { feedPath } from "@/lib/routes";
import { CallToAction } from "@/components/sections/call-to-action";
import { PageHeader } from "@/components/sections/page-header";
import { FeedLink } from "./_components/feed-link";
import { PostCard } from "./_components/post-card";
import { Section } from "@/components/ui/section";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { blog } = getContent(locale);
  return pageMetadata(blog.meta, locale, { feed: { path: feedPath(locale), title: blog.feed.title } });
}

export default async function BlogPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const { blog } = getContent(locale);
  const [latest, ...earlier] = getPostSummaries(locale);

  return (
    <>
      <PageHeader id="page" eyebrow={blog.eyebrow} title={blog.title} intro={blog.intro}>
        <FeedLink href={feedPath(locale)} copy={blog.feed} className="mt-8 justify-center text-center" />
      </PageHeader>
      <Section id="posts" label={blog.listLabel} spacing="none" reveal={false} className="pb-8">
        {latest ? (
          <ul className="grid gap-8 md:grid-cols-2">
            <li className="md:col-span-2">
              <PostCard post={latest} copy={blog} locale={locale} featured />
            </li>
            {earlier.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} copy={blog} locale={locale} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mx-auto max-w-xl rounded-2xl border border-line bg-surface p-8 text-center text-lg text-muted">{blog.emptyMessage}</p>
        )}
      </Section>
      <CallToAction id="cta" {...blog.cta} />
    </>
  );
}
