import type { LegalCopy, LegalDocument } from "@/content/types";
import { Icon } from "@/components/ui/icon";
import { LinkListNav } from "@/components/ui/link-list-nav";
import { DRAFT_NOTICE_ID } from "@/lib/build-contract";
import { RichText } from "@/components/ui/rich-text";
import { NoteCallout } from "./note-callout";
import { PageHeader } from "./page-header";

interface LegalDocumentViewProps {
  document: LegalDocument;
  copy: LegalCopy;
  /** When the document last changed, as the page's language writes dates. */
  updatedLabel: string;
  /** Said after a link that opens a new tab. */
  newTabNote: string;
}

const tocLinkClass = "block rounded-md py-1 text-muted transition-colors hover:text-brand-strong";

/** A policy page: dated header, draft notice, a table of contents and numbered sections with anchors. */
export function LegalDocumentView({ document, copy, updatedLabel, newTabNote }: LegalDocumentViewProps) {
  const related = copy.related.links.filter((link) => link.href !== document.meta.path);

  const toc = (
    <ol className="space-y-1 text-sm">
      {document.sections.map((section, index) => (
        <li key={section.id}>
          <a href={`#${section.id}`} className={tocLinkClass}>
            <span className="inline-block w-7 text-faint tabular-nums">{index + 1}.</span>
            {section.title}
          </a>
        </li>
      ))}
    </ol>
  );

  return (
    <>
      <PageHeader id="page" eyebrow={copy.eyebrow} title={document.title} intro={document.intro}>
        <p className="mt-6 text-center text-sm font-medium text-muted">
          {copy.updatedLabel} <time dateTime={document.updated}>{updatedLabel}</time>
        </p>
      </PageHeader>

      <div className="container-page grid gap-10 pb-20 sm:pb-28 lg:grid-cols-[16rem_minmax(0,48rem)] lg:justify-center lg:gap-16">
        <nav aria-label={copy.tocLabel} className="lg:sticky lg:top-28 lg:self-start">
          <details className="group rounded-2xl border border-line bg-surface p-5 lg:hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between font-semibold text-ink [&::-webkit-details-marker]:hidden">
              {copy.tocLabel}
              <Icon name="chevron-down" className="size-5 text-brand transition-transform group-open:rotate-180" />
            </summary>
            <div className="mt-3">{toc}</div>
          </details>
          <div className="hidden lg:block">
            <p className="text-sm font-semibold tracking-wider text-ink uppercase">{copy.tocLabel}</p>
            <div className="mt-4 border-l border-line pl-4">{toc}</div>
          </div>
        </nav>

        <div className="min-w-0">
          {copy.draftNotice && <NoteCallout id={DRAFT_NOTICE_ID} title={copy.draftNotice.title} body={copy.draftNotice.body} icon="shield" />}

          {document.sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-12 scroll-mt-24">
              <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight text-ink">
                <span className="mr-2 text-brand tabular-nums">{index + 1}.</span>
                {section.title}
              </h2>
              <div className="mt-4 space-y-4 text-lg leading-relaxed text-body">
                {section.paragraphs.map((paragraph) => (
                  <RichText key={paragraph} text={paragraph} newTabNote={newTabNote} />
                ))}
                {section.list && (
                  <ul className="space-y-3">
                    {section.list.map((item) => (
                      <li key={item} className="flex gap-3">
                        <span aria-hidden="true" className="mt-3 size-1.5 shrink-0 rounded-full bg-brand" />
                        <span>{item}</span>
                      </li>
                    ))}
                  </ul>
                )}
                {section.after?.map((paragraph) => (
                  <RichText key={paragraph} text={paragraph} newTabNote={newTabNote} />
                ))}
              </div>
            </section>
          ))}

          {related.length > 0 && (
            <LinkListNav
              title={copy.related.title}
              links={related}
              className="mt-16 rounded-2xl border border-line bg-surface p-6"
              headingClassName="font-semibold text-ink"
              listClassName="mt-3 flex flex-wrap gap-x-6 gap-y-2"
              linkClassName="font-medium text-brand underline-offset-4 hover:underline"
            />
          )}
        </div>
      </div>
    </>
  );
}
