-- Learning progress: which guides a learner has read, and how long they read each day.
-- Row Level Security keeps every row to its owner; the database, not the client, bounds the values.

create table public.reading_progress (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- The route table's article id, e.g. 'marketing/research-seo'.
  article_id text not null check (article_id ~ '^[a-z0-9]+(-[a-z0-9]+)*/[a-z0-9]+(-[a-z0-9]+)*$' and length(article_id) <= 120),
  status text not null check (status in ('started', 'completed')),
  -- The id of the last section reached ('section-3'), to continue from.
  last_section text check (last_section ~ '^[a-z0-9-]{1,60}$'),
  scroll_ratio real not null default 0 check (scroll_ratio >= 0 and scroll_ratio <= 1),
  completed_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (user_id, article_id),
  constraint reading_progress_completed_at check ((status = 'completed') = (completed_at is not null))
);

comment on table public.reading_progress is 'One row per learner and guide: started or completed, and where they stopped.';

-- Reading again, scrolling back or a stale device never turns a completed guide back into a
-- started one: only deleting the row (the reader's "mark as unread") does.
create function public.reading_progress_keep_completed() returns trigger
language plpgsql set search_path = '' as $$
begin
  if old.status = 'completed' and new.status = 'started' then
    new.status := 'completed';
    new.completed_at := old.completed_at;
    new.scroll_ratio := greatest(old.scroll_ratio, new.scroll_ratio);
  end if;
  return new;
end;
$$;

create trigger reading_progress_keep_completed
  before update on public.reading_progress
  for each row execute function public.reading_progress_keep_completed();

create table public.reading_time (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- A day in the learner's own calendar.
  day date not null check (day >= date '2020-01-01'),
  -- One row per browser and day holding absolute seconds, so a repeated write counts nothing twice.
  client_id uuid not null,
  seconds integer not null check (seconds >= 0 and seconds <= 86400),
  updated_at timestamptz not null default now(),
  primary key (user_id, day, client_id)
);

comment on table public.reading_time is 'Active reading seconds per learner, local day and browser.';

alter table public.reading_progress enable row level security;
alter table public.reading_time enable row level security;

revoke all on public.reading_progress, public.reading_time from anon;
grant select, insert, update, delete on public.reading_progress, public.reading_time to authenticated;

create policy "Learners read their own progress" on public.reading_progress
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "Learners add their own progress" on public.reading_progress
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "Learners change their own progress" on public.reading_progress
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "Learners delete their own progress" on public.reading_progress
  for delete to authenticated using ((select auth.uid()) = user_id);

create policy "Learners read their own reading time" on public.reading_time
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "Learners add their own reading time" on public.reading_time
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "Learners change their own reading time" on public.reading_time
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "Learners delete their own reading time" on public.reading_time
  for delete to authenticated using ((select auth.uid()) = user_id);
