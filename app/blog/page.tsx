import type { Metadata } from "next";
import { blog } from "@/content/blog-page";
import { getPostSummaries } from "@/lib/blog";
import { pageMetadata } from "@/lib/metadata";
import { CallToAction } from "@/components/sections/call-to-action";
import { PageHeader } from "@/components/sections/page-header";
import { PostCard } from "./_components/post-card";
import { Section } from "@/components/ui/section";

export const metadata: Metadata = pageMetadata(blog.meta);

export default function BlogPage() {
  const [latest, ...earlier] = getPostSummaries();

  return (
    <>
      <PageHeader id="page" eyebrow={blog.eyebrow} title={blog.title} intro={blog.intro} />
      <Section id="posts" label={blog.listLabel} spacing="none" reveal={false} className="pb-8">
        {latest ? (
          <ul className="grid gap-8 md:grid-cols-2">
            <li className="md:col-span-2">
              <PostCard post={latest} copy={blog} featured />
            </li>
            {earlier.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} copy={blog} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mx-auto max-w-xl rounded-2xl border border-line bg-surface p-8 text-center text-lg text-ink-600">{blog.emptyMessage}</p>
        )}
      </Section>
      <CallToAction id="cta" {...blog.cta} />
    </>
  );
}
