import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { blog } from "@/content/blog-page";
import { site } from "@/content/site";
import { getPost, getPostSummaries } from "@/lib/blog";
import { jsonLd, pageMetadata } from "@/lib/metadata";
import { postPath } from "@/lib/routes";
import { ArticleHeader } from "./_components/article-header";
import { CallToAction } from "@/components/sections/call-to-action";
import { PostCard } from "../_components/post-card";
import { Prose } from "@/components/ui/prose";
import { Section, sectionTitleId } from "@/components/ui/section";

interface PostPageProps {
  params: Promise<{ slug: string }>;
}

// Only the Markdown files in content/blog/ exist; any other /blog/<slug> is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return getPostSummaries().map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: PostPageProps): Promise<Metadata> {
  const post = getPost((await params).slug);
  if (!post) return {};
  return pageMetadata({ path: postPath(post.slug), title: post.title, description: post.summary }, { type: "article", publishedTime: post.date });
}

export default async function PostPage({ params }: PostPageProps) {
  const post = getPost((await params).slug);
  if (!post) notFound();
  const others = getPostSummaries()
    .filter((other) => other.slug !== post.slug)
    .slice(0, 2);

  const structuredData = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.summary,
    datePublished: post.date,
    url: `${site.url}${postPath(post.slug)}`,
    author: { "@type": "Organization", name: site.name, url: site.url },
    publisher: { "@type": "Organization", name: site.name, url: site.url },
  };

  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(structuredData) }} />
      <article aria-labelledby="page-title">
        <ArticleHeader titleId="page-title" post={post} copy={blog} />
        <div className="container-page max-w-3xl pb-16 sm:pb-20">
          <Prose html={post.html} />
        </div>
      </article>
      {others.length > 0 && (
        <Section id="more-posts" background="surface" spacing="sm" reveal={false} className="border-t border-line">
          <h2 id={sectionTitleId("more-posts")} className="text-2xl font-bold tracking-tight text-ink-950 sm:text-3xl">
            {blog.moreTitle}
          </h2>
          <ul className="mt-8 grid gap-8 md:grid-cols-2">
            {others.map((other) => (
              <li key={other.slug}>
                <PostCard post={other} copy={blog} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </Section>
      )}
      <CallToAction id="cta" {...blog.cta} />
    </>
  );
}
