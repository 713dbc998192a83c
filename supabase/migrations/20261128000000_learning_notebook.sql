-- A learner's notebook: bookmarks of a guide or one of its sections, a note per section, and the
-- ticked steps of a guide's checklist. Every record follows one merge rule, the same the site runs
-- in src/learning/merge/notebook-merge.ts (notebook-cases.ts runs one table of cases against
-- both):
-- * the later edit wins whole, by the client's edit time (a future time is taken as the server's
--   now()); a tie goes to the later arrival;
-- * removing (a bookmark taken away, a note emptied, a step unticked) is a tombstone: the row stays
--   with deleted_at set, so an older edit arriving later cannot bring it back;
-- * nothing edited at or before the learner's cleared_at ("delete my learning data") is taken.

-- "Recorded before 'delete my learning data'": one check for every learning table's trigger.
create function public.learning_edit_cleared(learner uuid, edited_at timestamptz) returns boolean
language sql stable set search_path = '' as $$
  select exists (
    select 1 from public.learning_clears c where c.user_id = learner and edited_at <= c.cleared_at
  );
$$;

create or replace function public.reading_progress_merge() returns trigger
language plpgsql set search_path = '' as $$
declare
  later_place boolean;
begin
  if public.learning_edit_cleared(new.user_id, new.updated_at) then
    -- Recorded before "delete my learning data": the account keeps what it has.
    if tg_op = 'INSERT' then return null; end if;
    return old;
  end if;
  if tg_op = 'UPDATE' then
    later_place := new.updated_at >= old.updated_at;
    if not later_place then
      new.last_section := old.last_section;
      new.scroll_ratio := old.scroll_ratio;
    end if;
    new.updated_at := greatest(old.updated_at, new.updated_at);
    new.deleted_at := greatest(old.deleted_at, new.deleted_at);
    new.unread_at := greatest(old.unread_at, new.unread_at);
    new.completed_at := greatest(old.completed_at, new.completed_at);
    -- The place the row keeps is the edit's it came from.
    if (case when later_place then new.updated_at else old.updated_at end) <= new.deleted_at then
      new.last_section := null;
      new.scroll_ratio := 0;
    end if;
  elsif new.updated_at <= new.deleted_at then
    new.last_section := null;
    new.scroll_ratio := 0;
  end if;
  if new.unread_at <= new.deleted_at then new.unread_at := null; end if;
  if new.completed_at <= new.unread_at or new.completed_at <= new.deleted_at then new.completed_at := null; end if;
  new.status := case when new.completed_at is null then 'started' else 'completed' end;
  return new;
end;
$$;

create or replace function public.reading_time_merge() returns trigger
language plpgsql set search_path = '' as $$
begin
  if public.learning_edit_cleared(new.user_id, new.updated_at) then
    if tg_op = 'INSERT' then return null; end if;
    return old;
  end if;
  if tg_op = 'UPDATE' and old.updated_at > new.updated_at then return old; end if;
  return new;
end;
$$;

create table public.bookmarks (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- The route table's article id, e.g. 'marketing/research-seo'.
  article_id text not null check (article_id ~ '^[a-z0-9]+(-[a-z0-9]+)*/[a-z0-9]+(-[a-z0-9]+)*$' and length(article_id) <= 120),
  -- A section's anchor ('section-3'), or '' for the whole guide.
  section_id text not null default '' check (section_id = '' or section_id ~ '^section-[1-9][0-9]{0,2}$'),
  -- When the reader saved it: the learning page lists bookmarks newest first.
  created_at timestamptz not null default now(),
  deleted_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (user_id, article_id, section_id)
);

create table public.notes (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  article_id text not null check (article_id ~ '^[a-z0-9]+(-[a-z0-9]+)*/[a-z0-9]+(-[a-z0-9]+)*$' and length(article_id) <= 120),
  section_id text not null check (section_id ~ '^section-[1-9][0-9]{0,2}$'),
  -- Plain text with line breaks; an emptied note is a tombstone with no text.
  body text not null check (char_length(body) <= 10000),
  deleted_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (user_id, article_id, section_id)
);

create table public.checklist_ticks (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  article_id text not null check (article_id ~ '^[a-z0-9]+(-[a-z0-9]+)*/[a-z0-9]+(-[a-z0-9]+)*$' and length(article_id) <= 120),
  -- A step's id in the article schema: kebab-case, the same in both languages.
  step_id text not null check (step_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(step_id) <= 80),
  -- An unticked step is a tombstone.
  deleted_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (user_id, article_id, step_id)
);

comment on table public.bookmarks is 'Guides and sections a learner saved; deleted_at marks one taken away.';
comment on table public.notes is 'One plain-text note per learner, guide and section; deleted_at marks one emptied.';
comment on table public.checklist_ticks is 'Steps of a guide a learner ticked, by step id; deleted_at marks one unticked.';

alter table public.bookmarks enable row level security;
alter table public.notes enable row level security;
alter table public.checklist_ticks enable row level security;

revoke all on public.bookmarks, public.notes, public.checklist_ticks from anon;
grant select, insert, update, delete on public.bookmarks, public.notes, public.checklist_ticks to authenticated;

create policy "Learners read their own bookmarks" on public.bookmarks
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "Learners add their own bookmarks" on public.bookmarks
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "Learners change their own bookmarks" on public.bookmarks
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "Learners delete their own bookmarks" on public.bookmarks
  for delete to authenticated using ((select auth.uid()) = user_id);

create policy "Learners read their own notes" on public.notes
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "Learners add their own notes" on public.notes
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "Learners change their own notes" on public.notes
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "Learners delete their own notes" on public.notes
  for delete to authenticated using ((select auth.uid()) = user_id);

create policy "Learners read their own ticks" on public.checklist_ticks
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "Learners add their own ticks" on public.checklist_ticks
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "Learners change their own ticks" on public.checklist_ticks
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "Learners delete their own ticks" on public.checklist_ticks
  for delete to authenticated using ((select auth.uid()) = user_id);

-- One rule for the three tables: they share the columns it reads.
create function public.notebook_merge() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.updated_at > now() then new.updated_at := now(); end if;
  if new.deleted_at > new.updated_at then new.deleted_at := new.updated_at; end if;
  if public.learning_edit_cleared(new.user_id, new.updated_at) then
    if tg_op = 'INSERT' then return null; end if;
    return old;
  end if;
  if tg_op = 'UPDATE' and old.updated_at > new.updated_at then return old; end if;
  return new;
end;
$$;

create trigger bookmarks_merge before insert or update on public.bookmarks
  for each row execute function public.notebook_merge();
create trigger notes_merge before insert or update on public.notes
  for each row execute function public.notebook_merge();
create trigger checklist_ticks_merge before insert or update on public.checklist_ticks
  for each row execute function public.notebook_merge();

-- One check per statement over the rows it added, as for progress: the quota is the trigger's
-- argument. A tombstone counts, as it keeps its row.
create function public.notebook_within_quota() returns trigger
language plpgsql set search_path = '' as $$
declare
  quota constant integer := tg_argv[0]::integer;
  full_user uuid;
begin
  execute format(
    'select r.user_id from public.%I r where r.user_id in (select user_id from added)
       group by r.user_id having count(*) > $1 limit 1',
    tg_table_name
  ) into full_user using quota;
  if full_user is not null then
    -- The message the site recognises (src/learning/sync/learning-api.ts); what was refused stays
    -- in the browser.
    raise exception 'too much stored'
      using errcode = 'P0001',
            detail = format('%s holds more than %s rows per learner', tg_table_name, quota),
            hint = 'Delete older learning data to store more.';
  end if;
  return null;
end;
$$;

create trigger bookmarks_within_quota after insert on public.bookmarks
  referencing new table as added
  for each statement execute function public.notebook_within_quota('1000');
create trigger notes_within_quota after insert on public.notes
  referencing new table as added
  for each statement execute function public.notebook_within_quota('2000');
create trigger checklist_ticks_within_quota after insert on public.checklist_ticks
  referencing new table as added
  for each statement execute function public.notebook_within_quota('10000');

-- "Delete my learning data" takes the notebook too.
create or replace function public.clear_learning_data() returns timestamptz
language plpgsql security definer set search_path = '' as $$
declare
  learner uuid := auth.uid();
begin
  if learner is null then
    raise exception 'Only a signed-in learner can clear their learning data' using errcode = '42501';
  end if;
  insert into public.learning_clears (user_id, cleared_at) values (learner, now())
    on conflict (user_id) do update set cleared_at = excluded.cleared_at;
  delete from public.reading_progress where user_id = learner;
  delete from public.reading_time where user_id = learner;
  delete from public.bookmarks where user_id = learner;
  delete from public.notes where user_id = learner;
  delete from public.checklist_ticks where user_id = learner;
  return now();
end;
$$;

-- The trigger functions are not an API. The shared check runs as the learner whose row a trigger
-- merges (row level security shows it their own cleared_at only), so they keep it.
revoke execute on function public.notebook_merge(), public.notebook_within_quota() from public, anon, authenticated;
revoke execute on function public.learning_edit_cleared(uuid, timestamptz) from public, anon;
grant execute on function public.learning_edit_cleared(uuid, timestamptz) to authenticated;
