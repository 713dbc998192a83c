import { NumberedSteps } from '@/components/page/numbered-steps'
import { MarkedText } from '@/glossary/glossary-marks'
import { markKey } from '@super-individual/content'
import { SectionNote, SectionNotebookTools, StepBox } from '@/learning/notebook/guide/guide-notebook-controls'
import { ArticleBlockView } from './blocks/article-block'
import { frozenBlockName, isFrozenBlock, isFrozenType, type ArticleOnPage } from './frozen/frozen-article'
import { FrozenRegion } from './frozen/frozen-region'
import { PlaybookSteps } from './playbook-steps'

/** `index`: the section's place in the guide, by which the build keyed its glossary marks. */
export function ArticleSectionView({
  section,
  index,
}: {
  section: ArticleOnPage['sections'][number]
  index: number
}) {
  const { id } = section
  return (
    <section aria-labelledby={id} data-article-section={id} className="mt-10 scroll-mt-28 break-words">
      <div className="flex items-start justify-between gap-2">
        <h2 id={id} className="text-2xl font-semibold">
          {section.heading}
        </h2>
        <SectionNotebookTools sectionId={id} heading={section.heading} />
      </div>
      <SectionNote sectionId={id} heading={section.heading} />
      {section.paragraphs.map((paragraph, item) => (
        <p key={paragraph} className="mt-4 leading-7">
          <MarkedText markKey={markKey(index, 'p', item)} text={paragraph} />
        </p>
      ))}
      {section.list && (
        <ul className="mt-4 list-disc space-y-2 pl-6 leading-7">
          {section.list.map((item, position) => (
            <li key={item}>
              <MarkedText markKey={markKey(index, 'l', position)} text={item} />
            </li>
          ))}
        </ul>
      )}
      {section.steps &&
        (section.steps.some((step) => step.guide) ? (
          <PlaybookSteps steps={section.steps} />
        ) : (
          <div className="mt-4">
            <NumberedSteps
              steps={section.steps}
              after={(position) => {
                const step = section.steps?.[position]
                return step && <StepBox stepId={step.id} title={step.title} />
              }}
            />
          </div>
        ))}
      {section.blocks?.map((block, place) => {
        if (isFrozenBlock(block) || isFrozenType(block))
          return (
            <FrozenRegion key={place} name={frozenBlockName(id, place)}>
              {isFrozenBlock(block) ? undefined : <ArticleBlockView block={block} />}
            </FrozenRegion>
          )
        return <ArticleBlockView key={place} block={block} />
      })}
    </section>
  )
}
