import { NOTE_MAX_LENGTH, type BookmarkRow, type NoteRow, type TickRow } from './notebook-rows'

/** Saving or taking away a bookmark of a guide (`sectionId` '') or a section. */
export function bookmarkEdit(
  previous: BookmarkRow | undefined,
  articleId: string,
  sectionId: string,
  saved: boolean,
  at: Date,
): BookmarkRow {
  const time = at.toISOString()
  return {
    article_id: articleId,
    section_id: sectionId,
    // Saved again: it moves to the top of the list.
    created_at: saved || !previous ? time : previous.created_at,
    deleted_at: saved ? null : time,
    updated_at: time,
  }
}

/** A section's note as typed; emptied (or only spaces), it is a tombstone. Never longer than the account takes. */
export function noteEdit(articleId: string, sectionId: string, body: string, at: Date): NoteRow {
  const time = at.toISOString()
  const empty = body.trim() === ''
  return {
    article_id: articleId,
    section_id: sectionId,
    body: empty ? '' : body.slice(0, NOTE_MAX_LENGTH),
    deleted_at: empty ? time : null,
    updated_at: time,
  }
}

export function tickEdit(articleId: string, stepId: string, ticked: boolean, at: Date): TickRow {
  const time = at.toISOString()
  return { article_id: articleId, step_id: stepId, deleted_at: ticked ? null : time, updated_at: time }
}
