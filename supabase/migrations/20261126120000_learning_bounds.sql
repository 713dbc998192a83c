-- Bounds the database keeps whatever a device sends.
-- * A device whose clock runs fast must neither lock a guide as unread until its own date nor
--   leave a sync retrying a refused write, so a time from the future is taken as the server's
--   now() instead of being refused.
-- * A reading day is at most tomorrow in UTC: the earliest time zone (UTC+14) is that far ahead,
--   and a later day (or 'infinity') can only come from a wrong clock.
-- * One learner keeps at most 5,000 rows per table, so one account cannot grow the database
--   without bound. 72 guides and years of daily reading on several browsers stay far below it.

create function public.reading_progress_clamp_future() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.completed_at > now() then new.completed_at := now(); end if;
  if new.unread_at > now() then new.unread_at := now(); end if;
  if new.updated_at > now() then new.updated_at := now(); end if;
  return new;
end;
$$;

-- Before-row triggers fire in name order: "clamp" runs before "keep_completed" compares the
-- completion with the mark.
create trigger reading_progress_clamp_future
  before insert or update on public.reading_progress
  for each row execute function public.reading_progress_clamp_future();

create function public.reading_time_bound_day() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.day > (now() at time zone 'utc')::date + 1 then
    raise exception 'day is in the future'
      using errcode = '22008',
            detail = format('%s is after %s, tomorrow in UTC+14', new.day, (now() at time zone 'utc')::date + 1),
            hint = 'Check the device clock.';
  end if;
  if new.updated_at > now() then new.updated_at := now(); end if;
  return new;
end;
$$;

-- Days no calendar has reached yet only came from a wrong clock; the browser that sent them keeps
-- its own copy.
delete from public.reading_time where day > (now() at time zone 'utc')::date + 1;

create trigger reading_time_bound_day
  before insert or update on public.reading_time
  for each row execute function public.reading_time_bound_day();

-- One check per statement, over the rows it added: a 10,000-row insert is refused whole.
create function public.learning_rows_within_quota() returns trigger
language plpgsql set search_path = '' as $$
declare
  quota constant integer := 5000;
  full_user uuid;
begin
  if tg_table_name = 'reading_progress' then
    select p.user_id into full_user from public.reading_progress p
      where p.user_id in (select user_id from added)
      group by p.user_id having count(*) > quota limit 1;
  else
    select t.user_id into full_user from public.reading_time t
      where t.user_id in (select user_id from added)
      group by t.user_id having count(*) > quota limit 1;
  end if;
  if full_user is not null then
    -- The site recognises this message and keeps the reader's progress in the browser.
    raise exception 'too much stored'
      using errcode = 'P0001',
            detail = format('%s holds more than %s rows per learner', tg_table_name, quota),
            hint = 'Delete older learning data to store more.';
  end if;
  return null;
end;
$$;

create trigger reading_progress_within_quota
  after insert on public.reading_progress
  referencing new table as added
  for each statement execute function public.learning_rows_within_quota();

create trigger reading_time_within_quota
  after insert on public.reading_time
  referencing new table as added
  for each statement execute function public.learning_rows_within_quota();

-- Rows a fast clock already stored. The clamp trigger above does the work on this update;
-- keep_completed is off for it, as its greatest(old, new) would keep a mark from 2099 for good.
alter table public.reading_progress disable trigger reading_progress_keep_completed;
update public.reading_progress set updated_at = updated_at
  where completed_at > now() or unread_at > now() or updated_at > now();
alter table public.reading_progress enable trigger reading_progress_keep_completed;
update public.reading_time set updated_at = updated_at where updated_at > now();
