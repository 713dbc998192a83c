import {
  NOTE_MAX_LENGTH,
  type BookmarkRow,
  type FollowRow,
  type NoteRow,
  type TickRow,
} from './notebook-rows'

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

/** Following a guide or no longer: followed again, it moves to the top of the learning page's list. */
export function followEdit(
  previous: FollowRow | undefined,
  articleId: string,
  followed: boolean,
  at: Date,
): FollowRow {
  const time = at.toISOString()
  return {
    article_id: articleId,
    created_at: followed || !previous ? time : previous.created_at,
    deleted_at: followed ? null : time,
    updated_at: time,
  }
}

/** A NUL, or half of a surrogate pair alone (pasted, or left by cutting a note at its limit). */
// eslint-disable-next-line no-control-regex -- U+0000 is what it looks for
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/**
 * Text the account can store: PostgreSQL's text holds no U+0000, and a lone surrogate is no
 * character at all; either would have the whole record refused (security review M3).
 */
export const storableText = (text: string) => text.replace(unstorable, '')

/** A section's note as typed; emptied (or only spaces), it is a tombstone. Never longer than the account takes. */
export function noteEdit(articleId: string, sectionId: string, typed: string, at: Date): NoteRow {
  const time = at.toISOString()
  const body = storableText(storableText(typed).slice(0, NOTE_MAX_LENGTH))
  const empty = body.trim() === ''
  return {
    article_id: articleId,
    section_id: sectionId,
    body: empty ? '' : body,
    deleted_at: empty ? time : null,
    updated_at: time,
  }
}

export function tickEdit(articleId: string, stepId: string, ticked: boolean, at: Date): TickRow {
  const time = at.toISOString()
  return { article_id: articleId, step_id: stepId, deleted_at: ticked ? null : time, updated_at: time }
}
