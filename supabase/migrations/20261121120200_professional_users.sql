-- Professionals (spec 001 §6): a signed-in user with a row here. Each user sees and edits only their own row;
-- visitors see none.

create table if not exists public.professional_users (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  user_type text not null default 'professional' check (user_type = 'professional'),
  full_name text check (char_length(full_name) <= 200),
  created_at timestamptz not null default now()
);

alter table public.professional_users enable row level security;

revoke all on table public.professional_users from anon, authenticated;
grant select, insert, update (full_name) on table public.professional_users to authenticated;

create policy "professionals read their own row" on public.professional_users
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy "professionals create their own row" on public.professional_users
  for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "professionals update their own row" on public.professional_users
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
