-- One merge rule for a learner's records, the same the site runs in
-- src/learning/merge/progress-merge.ts (src/learning/merge/merge-cases.ts runs one table of cases
-- against both, the trigger through the emulator's data API):
-- * the later edit wins by the client's edit time; a tie goes to the later arrival;
-- * a guide is completed when its latest completion is after its latest "mark as unread";
-- * a deletion is a tombstone (deleted_at) that wins over older edits;
-- * "delete my learning data" writes the learner's cleared_at, and no edit from before it is taken,
--   whichever device sends it later.

alter table public.reading_progress add column deleted_at timestamptz;

comment on column public.reading_progress.deleted_at is
  'A tombstone: edits dated at or before it are gone.';

create table public.learning_clears (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  cleared_at timestamptz not null default now()
);

comment on table public.learning_clears is
  'When each learner last deleted their learning data; every device drops what it recorded before.';

alter table public.learning_clears enable row level security;
revoke all on public.learning_clears from anon, authenticated;
grant select on public.learning_clears to authenticated;
create policy "Learners read when they cleared their data" on public.learning_clears
  for select to authenticated using ((select auth.uid()) = user_id);

-- The deleted_at of a device whose clock runs fast is the server's now, as the other times are.
create or replace function public.reading_progress_clamp_future() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.completed_at > now() then new.completed_at := now(); end if;
  if new.unread_at > now() then new.unread_at := now(); end if;
  if new.deleted_at > now() then new.deleted_at := now(); end if;
  if new.updated_at > now() then new.updated_at := now(); end if;
  return new;
end;
$$;

-- Runs after reading_progress_clamp_future (before-row triggers fire in name order).
create function public.reading_progress_merge() returns trigger
language plpgsql set search_path = '' as $$
declare
  cleared timestamptz;
  later_place boolean;
begin
  select c.cleared_at into cleared from public.learning_clears c where c.user_id = new.user_id;
  if new.updated_at <= cleared then
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

drop trigger reading_progress_keep_completed on public.reading_progress;
drop function public.reading_progress_keep_completed();

create trigger reading_progress_merge
  before insert or update on public.reading_progress
  for each row execute function public.reading_progress_merge();

-- Runs after reading_time_bound_day: each browser writes its own absolute total, the later one wins.
create function public.reading_time_merge() returns trigger
language plpgsql set search_path = '' as $$
declare
  cleared timestamptz;
begin
  select c.cleared_at into cleared from public.learning_clears c where c.user_id = new.user_id;
  if new.updated_at <= cleared then
    if tg_op = 'INSERT' then return null; end if;
    return old;
  end if;
  if tg_op = 'UPDATE' and old.updated_at > new.updated_at then return old; end if;
  return new;
end;
$$;

create trigger reading_time_merge
  before insert or update on public.reading_time
  for each row execute function public.reading_time_merge();

-- "Delete my learning data": the learner's rows go, and the time of it stays so that a device
-- sending what it recorded earlier does not bring them back.
create function public.clear_learning_data() returns timestamptz
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
  return now();
end;
$$;

revoke execute on function public.clear_learning_data() from public, anon;
grant execute on function public.clear_learning_data() to authenticated;
-- The trigger functions are not an API: nobody calls them through /rest/v1/rpc.
revoke execute on function public.reading_progress_merge(), public.reading_time_merge() from public, anon, authenticated;
