/** How a popover was opened: hover and focus show it beside the mark, a click or tap moves focus into it. */
export type OpenedBy = 'hover' | 'focus' | 'click'

/** The mark whose popover shows. */
export interface ActiveMark {
  term: string
  element: HTMLElement
  by: OpenedBy
}

/** The popover's element id, which the open mark names in aria-controls. */
export const POPOVER_ID = 'glossary-popover'
