-- Security review L2: one account could hold about 80 MB of notes (the rows were counted, not their
-- bytes), tombstones counted against the quota for good, and two sessions of one learner inserting
-- at once could each pass the count.
--
-- - Notes are bounded per learner in bytes too (2 MB of note text), on insert and on update, since
--   an update can grow a note; rows and bytes keep the "too much stored" error (P0001) the site
--   recognises.
-- - A tombstone deleted more than 30 days ago no longer counts (a device offline longer re-sends
--   its edit, and the merge rules still order it against the row).
-- - Each learner's count runs under a transaction-scoped advisory lock, taken in learner order so
--   that two statements cannot deadlock, and released at commit.

create or replace function public.notebook_within_quota() returns trigger
language plpgsql set search_path = '' as $$
declare
  quota constant integer := tg_argv[0]::integer;
  -- 0: no byte budget (only the notes table has text to weigh).
  byte_budget constant bigint := coalesce(tg_argv[1], '0')::bigint;
  learner uuid;
  full_user uuid;
begin
  for learner in select distinct a.user_id from added a order by a.user_id loop
    perform pg_advisory_xact_lock(hashtext('notebook_quota:' || learner::text));
  end loop;
  execute format(
    'select r.user_id from public.%I r
       where r.user_id in (select user_id from added)
         and (r.deleted_at is null or r.deleted_at > now() - interval ''30 days'')
       group by r.user_id
       having count(*) > $1 %s
       limit 1',
    tg_table_name,
    case when byte_budget > 0 then 'or sum(octet_length(r.body)) > $2' else '' end
  ) into full_user using quota, byte_budget;
  if full_user is not null then
    raise exception 'too much stored'
      using errcode = 'P0001',
            detail = case when byte_budget > 0
              then format('%s holds more than %s rows or %s bytes per learner', tg_table_name, quota, byte_budget)
              else format('%s holds more than %s rows per learner', tg_table_name, quota) end,
            hint = 'Delete older learning data to store more.';
  end if;
  return null;
end;
$$;

drop trigger notes_within_quota on public.notes;
create trigger notes_within_quota after insert on public.notes
  referencing new table as added
  for each statement execute function public.notebook_within_quota('2000', '2097152');
create trigger notes_within_quota_on_update after update on public.notes
  referencing new table as added
  for each statement execute function public.notebook_within_quota('2000', '2097152');
