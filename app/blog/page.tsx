import type { Metadata } from "next";
import { blog } from "@/content/blog-page";
import { getPostSummaries } from "@/lib/blog";
import { pageMetadata } from "@/lib/metadata";
import { CallToAction } from "@/components/sections/call-to-action";
import { PageHeader } from "@/components/sections/page-header";
import { PostCard } from "@/components/sections/post-card";

export const metadata: Metadata = pageMetadata(blog.meta);

export default function BlogPage() {
  const [latest, ...earlier] = getPostSummaries();

  return (
    <>
      <PageHeader eyebrow={blog.eyebrow} title={blog.title} intro={blog.intro} />
      <section aria-label={blog.listLabel} className="pb-8">
        <div className="container-page">
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
        </div>
      </section>
      <CallToAction {...blog.cta} />
    </>
  );
}
