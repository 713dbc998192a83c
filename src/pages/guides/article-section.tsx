import type { ArticleSection } from './article-schema'

export function ArticleSectionView({ section, id }: { section: ArticleSection; id: string }) {
  return (
    <section aria-labelledby={id} className="mt-10 scroll-mt-28">
      <h2 id={id} className="text-2xl font-semibold">
        {section.heading}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4 leading-7">
          {paragraph}
        </p>
      ))}
      {section.list && (
        <ul className="mt-4 list-disc space-y-2 pl-6 leading-7">
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.steps && (
        <ol className="mt-4 space-y-3">
          {section.steps.map((step, index) => (
            <li key={step.title} className="flex gap-3 rounded-card border border-border p-4">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div>
                <p className="font-semibold">{step.title}</p>
                <p className="mt-1 leading-7 text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
