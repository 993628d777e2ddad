-- The audio buckets (spec 000 §7): `audios` is private (clips reached through signed URLs valid 300 s) and
-- `tts-cache` is public (synthesised speech checked with a HEAD request). Only Supabase has the storage schema;
-- on a plain PostgreSQL this migration does nothing, so the same files run in the tests.

do $$
begin
  if exists (select 1 from pg_namespace where nspname = 'storage')
     and to_regclass('storage.buckets') is not null then
    insert into storage.buckets (id, name, public)
    values ('audios', 'audios', false), ('tts-cache', 'tts-cache', true)
    on conflict (id) do nothing;

    -- Signing a URL needs read access to the object; anyone may sign clips of the audios bucket, but no public
    -- URL exists for them. Writes stay with the service role.
    if not exists (select 1 from pg_policies where schemaname = 'storage' and tablename = 'objects'
                   and policyname = 'anyone signs audio clips') then
      create policy "anyone signs audio clips" on storage.objects
        for select to anon, authenticated
        using (bucket_id = 'audios');
    end if;
  end if;
end
$$;
