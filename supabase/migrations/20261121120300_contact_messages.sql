-- Messages from the contact form. Anyone may send one; nobody reads them through the public API (the team reads
-- them with the service role). The bounds are those of src/screens/info/contact/validate.ts, on trimmed text.

create table if not exists public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 100),
  email text not null check (
    char_length(btrim(email)) between 1 and 254
    and btrim(email) ~ '^[^[:space:]@]+@([^[:space:]@.]+\.)+[^[:space:]@.]{2,}$'
  ),
  subject text not null check (char_length(btrim(subject)) between 1 and 150),
  message text not null check (char_length(btrim(message)) between 10 and 2000),
  lang text check (lang in ('pt', 'en')),
  created_at timestamptz not null default now()
);

alter table public.contact_messages enable row level security;

revoke all on table public.contact_messages from anon, authenticated;
grant insert (id, name, email, subject, message, lang) on table public.contact_messages to anon, authenticated;
-- A retried send with the same id is skipped (see private.skip_known_id in the analytics migration).
create trigger contact_messages_skip_known_id before insert on public.contact_messages
  for each row execute function private.skip_known_id();

create policy "visitors send messages" on public.contact_messages
  for insert to anon, authenticated
  with check (true);
