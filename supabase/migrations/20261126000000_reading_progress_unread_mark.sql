-- "Mark as unread" becomes a mark on the row instead of deleting it. Deleting forgot the reader's
-- word: a device that had completed the guide offline before the mark sent its completion later,
-- and the guide came back as read. The mark remembers when the reader said unread, so a completion
-- from before then no longer counts, and one after it (reading to the end again, "mark as read")
-- does.

alter table public.reading_progress add column unread_at timestamptz;

comment on column public.reading_progress.unread_at is
  'When the learner last marked the guide unread; a completion dated before it does not count.';

create or replace function public.reading_progress_keep_completed() returns trigger
language plpgsql set search_path = '' as $$
declare
  -- A write that brings a new mark is the reader's "mark as unread"; one that repeats the stored
  -- mark, sends none or leaves the column out is not.
  marking boolean := new.unread_at is not null and new.unread_at is distinct from old.unread_at;
begin
  new.unread_at := greatest(old.unread_at, new.unread_at);
  -- Reading again, scrolling back or a stale device never turns a completed guide back into a
  -- started one: only the reader's mark does.
  if old.status = 'completed' and new.status = 'started' and not marking then
    new.status := 'completed';
    new.completed_at := old.completed_at;
    new.scroll_ratio := greatest(old.scroll_ratio, new.scroll_ratio);
  end if;
  -- A completion from before the mark arrived late (a device that was offline): the mark stays.
  if old.status = 'started' and new.status = 'completed' and new.completed_at <= new.unread_at then
    new.status := 'started';
    new.completed_at := null;
    new.scroll_ratio := old.scroll_ratio;
  end if;
  return new;
end;
$$;
