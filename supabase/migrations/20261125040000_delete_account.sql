-- "Delete my account": a signed-in learner deletes their own auth user. Their learning rows go with
-- it (on delete cascade), as do their sessions and identities. Security definer, because only the
-- database owner may delete from auth.users; it takes no argument, so the only id it can delete is
-- the caller's own (auth.uid() from the request's JWT).
create function public.delete_account() returns void
language plpgsql security definer set search_path = '' as $$
begin
  if auth.uid() is null then
    raise exception 'Only a signed-in user can delete their account' using errcode = '42501';
  end if;
  delete from auth.users where id = auth.uid();
end;
$$;

revoke execute on function public.delete_account() from public, anon;
grant execute on function public.delete_account() to authenticated;

-- The trigger function of reading_progress is not an API: nobody calls it through /rest/v1/rpc.
revoke execute on function public.reading_progress_keep_completed() from public, anon, authenticated;
