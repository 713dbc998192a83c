import { NumberedSteps } from '@/components/page/numbered-steps'
import { MarkedText, useMarksShown } from '@/glossary/glossary-marks'
import { markKey } from '@super-individual/content'
import { SectionNote, SectionNotebookTools, StepBox } from '@/learning/notebook/guide/guide-notebook-controls'
import { ArticleBlockView } from './blocks/article-block'
import {
  frozenBlockName,
  frozenStepName,
  frozenTextName,
  isFrozenBlock,
  isFrozenType,
  type ArticleOnPage,
} from './frozen/frozen-article'
import { FrozenRegion } from '@/components/frozen-region'
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
        <GuideText
          key={item}
          as="p"
          className="mt-4 leading-7"
          name={frozenTextName(id, 'p', item)}
          markKey={markKey(index, 'p', item)}
          text={paragraph}
        />
      ))}
      {section.list && (
        <ul className="mt-4 list-disc space-y-2 pl-6 leading-7">
          {section.list.map((item, position) => (
            <GuideText
              key={position}
              as="li"
              name={frozenTextName(id, 'l', position)}
              markKey={markKey(index, 'l', position)}
              text={item}
            />
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
              frozenName={(position) => frozenStepName(section.steps?.[position]?.id ?? '', 'text')}
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
              {isFrozenBlock(block) ? undefined : (
                <ArticleBlockView block={block} region={frozenBlockName(id, place)} />
              )}
            </FrozenRegion>
          )
        return <ArticleBlockView key={place} block={block} region={frozenBlockName(id, place)} />
      })}
    </section>
  )
}

/**
 * A paragraph or list item, kept as HTML when the page hydrates from the build's skeleton (its text
 * there is ''), with its glossary marks, which are markup the marks' provider listens to; switched
 * off, the marks go and the text stays.
 */
function GuideText({
  as,
  className,
  name,
  markKey: key,
  text,
}: {
  as: 'p' | 'li'
  className?: string
  name: string
  markKey: string
  text: string
}) {
  const shown = useMarksShown()
  return (
    <FrozenRegion as={as} className={className} name={name} textOnly={!shown}>
      {text === '' ? undefined : <MarkedText markKey={key} text={text} />}
    </FrozenRegion>
  )
}
