import { cn } from "@/lib/cn";

/** Typography for long-form HTML rendered at build time from Markdown in content/ (never from visitors). */
const proseClasses = [
  "text-lg leading-relaxed text-body",
  "[&>*+*]:mt-6",
  "[&_h2]:mt-14 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-balance [&_h2]:text-ink sm:[&_h2]:text-3xl",
  "[&_h3]:mt-10 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink",
  "[&_h4]:mt-8 [&_h4]:font-semibold [&_h4]:text-ink",
  "[&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:decoration-brand/30 [&_a]:underline-offset-4 hover:[&_a]:text-brand-strong",
  "[&_strong]:font-semibold [&_strong]:text-ink",
  "[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-3 [&_li]:pl-1 [&_li]:marker:text-brand",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-brand-300 [&_blockquote]:pl-5 [&_blockquote]:text-body [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-surface [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-base",
  "[&_hr]:my-12 [&_hr]:border-line",
  "[&_img]:rounded-2xl",
].join(" ");

export function Prose({ html, className }: { html: string; className?: string }) {
  return <div className={cn(proseClasses, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
