-- Readers who return (issue 60): the guides a learner follows, and the day they last dismissed a
-- guide's "updated since you read it" notice. Both are notebook records: the same columns the
-- notebook's merge rule reads (20261128000000_learning_notebook.sql: the later edit wins whole,
-- a removal is a tombstone, nothing edited at or before cleared_at is taken), bounded per learner,
-- deleted with the account and by "delete my learning data".

create table public.guide_follows (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- The route table's article id, e.g. 'marketing/research-seo'.
  article_id text not null check (article_id ~ '^[a-z0-9]+(-[a-z0-9]+)*/[a-z0-9]+(-[a-z0-9]+)*$' and length(article_id) <= 120),
  -- When the reader followed it: the learning page lists follows newest first.
  created_at timestamptz not null default now(),
  -- An unfollowed guide is a tombstone.
  deleted_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (user_id, article_id)
);

create table public.update_dismissals (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  article_id text not null check (article_id ~ '^[a-z0-9]+(-[a-z0-9]+)*/[a-z0-9]+(-[a-z0-9]+)*$' and length(article_id) <= 120),
  -- The edit time is the dismissal's: changes dated after it show again.
  deleted_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (user_id, article_id)
);

comment on table public.guide_follows is 'Guides a learner follows; deleted_at marks one unfollowed.';
comment on table public.update_dismissals is 'When a learner last dismissed a guide''s notice of what changed since they read it.';

alter table public.guide_follows enable row level security;
alter table public.update_dismissals enable row level security;

-- Hosted projects expose a new table to the data API only with explicit grants (since 2026-10-30).
revoke all on public.guide_follows, public.update_dismissals from anon;
grant select, insert, update, delete on public.guide_follows, public.update_dismissals to authenticated;

create policy "Learners read their own follows" on public.guide_follows
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "Learners add their own follows" on public.guide_follows
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "Learners change their own follows" on public.guide_follows
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "Learners delete their own follows" on public.guide_follows
  for delete to authenticated using ((select auth.uid()) = user_id);

create policy "Learners read their own dismissals" on public.update_dismissals
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "Learners add their own dismissals" on public.update_dismissals
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "Learners change their own dismissals" on public.update_dismissals
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "Learners delete their own dismissals" on public.update_dismissals
  for delete to authenticated using ((select auth.uid()) = user_id);

create trigger guide_follows_merge before insert or update on public.guide_follows
  for each row execute function public.notebook_merge();
create trigger update_dismissals_merge before insert or update on public.update_dismissals
  for each row execute function public.notebook_merge();

-- One row per guide at most: the bound is the bookmarks' (a thousand guides).
create trigger guide_follows_within_quota after insert on public.guide_follows
  referencing new table as added
  for each statement execute function public.notebook_within_quota('1000');
create trigger update_dismissals_within_quota after insert on public.update_dismissals
  referencing new table as added
  for each statement execute function public.notebook_within_quota('1000');

-- "Delete my learning data" takes follows and dismissals too.
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
  delete from public.guide_follows where user_id = learner;
  delete from public.update_dismissals where user_id = learner;
  return now();
end;
$$;
