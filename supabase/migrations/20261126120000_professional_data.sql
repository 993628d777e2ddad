-- The professional area's data (issue 15): a professional's patients, notes about them, the boards made for them,
-- and the card choices made on those boards (from any device: the family's tablet uses the board too). A signed-in
-- professional reads and writes only their own patients and what hangs from them; visitors read none of it.
-- Ids are made by the app (it works offline first); the last write wins per row by updated_at.

create table if not exists public.patients (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{1,100}$'),
  professional_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 120),
  birth_date date not null check (birth_date >= date '1900-01-01'),
  diagnosis text not null default '' check (char_length(diagnosis) <= 200),
  guardian_name text not null default '' check (char_length(guardian_name) <= 120),
  guardian_phone text not null default '' check (char_length(guardian_phone) <= 30),
  status text not null check (status in ('active', 'inactive', 'discharged')),
  next_session date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists public.patient_notes (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{1,100}$'),
  patient_id text not null references public.patients (id) on delete cascade,
  professional_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  title text not null check (char_length(title) between 1 and 120),
  content text not null check (char_length(content) between 1 and 5000),
  author text not null default '' check (char_length(author) <= 120),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- A board made for a patient: the board itself (name, type, categories and cards, without photos or recordings,
-- which stay on the device they were made on) as the app's JSON.
create table if not exists public.patient_boards (
  board_id text primary key check (board_id ~ '^[A-Za-z0-9_-]{1,100}$'),
  patient_id text not null references public.patients (id) on delete cascade,
  professional_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  board jsonb not null check (jsonb_typeof(board) = 'object' and pg_column_size(board) <= 2000000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- A card chosen on a patient's board, on any device.
create table if not exists public.board_usage (
  id uuid primary key,
  board_id text not null references public.patient_boards (board_id) on delete cascade,
  card_id text not null check (char_length(card_id) between 1 and 100),
  label text not null check (char_length(label) <= 200),
  method text check (method in ('touch', 'keys', 'switch', 'dwell', 'head', 'gaze', 'blink')),
  at timestamptz not null,
  undone boolean not null default false,
  scan_steps integer check (scan_steps between 0 and 100000),
  scan_ms integer check (scan_ms between 0 and 86400000),
  dwell_ms integer check (dwell_ms between 0 and 60000),
  created_at timestamptz not null default now()
);

create index if not exists patients_professional on public.patients (professional_id);
create index if not exists patient_notes_patient on public.patient_notes (patient_id);
create index if not exists patient_boards_patient on public.patient_boards (patient_id);
create index if not exists board_usage_board on public.board_usage (board_id, at);

alter table public.patients enable row level security;
alter table public.patient_notes enable row level security;
alter table public.patient_boards enable row level security;
alter table public.board_usage enable row level security;

-- Last write wins: an update older than the stored row keeps the stored row (an edit made offline that reaches the
-- server after a newer one from another device). Nobody hands a row to another professional.
create or replace function private.keep_newest()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.updated_at < old.updated_at then
    return old;
  end if;
  new.professional_id := old.professional_id;
  new.created_at := old.created_at;
  return new;
end;
$$;

create trigger patients_keep_newest before update on public.patients for each row execute function private.keep_newest();
create trigger patient_notes_keep_newest before update on public.patient_notes for each row execute function private.keep_newest();
create trigger patient_boards_keep_newest before update on public.patient_boards for each row execute function private.keep_newest();

-- Whether the signed-in professional owns this patient. Runs with the owner's rights so the policies of the tables
-- that hang from a patient do not depend on the patients policy being evaluated again for each row.
create or replace function private.owns_patient(p_patient_id text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.patients where id = p_patient_id and professional_id = (select auth.uid()));
$$;

create or replace function private.owns_board(p_board_id text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.patient_boards where board_id = p_board_id and professional_id = (select auth.uid()));
$$;

revoke all on function private.owns_patient(text), private.owns_board(text) from public;
grant usage on schema private to authenticated;
grant execute on function private.owns_patient(text), private.owns_board(text) to authenticated;

revoke all on table public.patients, public.patient_notes, public.patient_boards, public.board_usage from anon, authenticated;
grant select, insert, update, delete on table public.patients, public.patient_notes, public.patient_boards to authenticated;
grant select on table public.board_usage to authenticated;

create policy "professionals read their patients" on public.patients
  for select to authenticated using (professional_id = (select auth.uid()));
create policy "professionals add their patients" on public.patients
  for insert to authenticated with check (professional_id = (select auth.uid()));
create policy "professionals change their patients" on public.patients
  for update to authenticated using (professional_id = (select auth.uid())) with check (professional_id = (select auth.uid()));
create policy "professionals remove their patients" on public.patients
  for delete to authenticated using (professional_id = (select auth.uid()));

create policy "professionals read notes on their patients" on public.patient_notes
  for select to authenticated using (professional_id = (select auth.uid()) and private.owns_patient(patient_id));
create policy "professionals write notes on their patients" on public.patient_notes
  for insert to authenticated with check (professional_id = (select auth.uid()) and private.owns_patient(patient_id));
create policy "professionals change their notes" on public.patient_notes
  for update to authenticated
  using (professional_id = (select auth.uid()))
  with check (professional_id = (select auth.uid()) and private.owns_patient(patient_id));
create policy "professionals remove their notes" on public.patient_notes
  for delete to authenticated using (professional_id = (select auth.uid()));

create policy "professionals read their patients' boards" on public.patient_boards
  for select to authenticated using (professional_id = (select auth.uid()) and private.owns_patient(patient_id));
create policy "professionals make boards for their patients" on public.patient_boards
  for insert to authenticated with check (professional_id = (select auth.uid()) and private.owns_patient(patient_id));
create policy "professionals change their patients' boards" on public.patient_boards
  for update to authenticated
  using (professional_id = (select auth.uid()))
  with check (professional_id = (select auth.uid()) and private.owns_patient(patient_id));
create policy "professionals remove their patients' boards" on public.patient_boards
  for delete to authenticated using (professional_id = (select auth.uid()));

create policy "professionals read the use of their patients' boards" on public.board_usage
  for select to authenticated using (private.owns_board(board_id));

-- A card chosen on a patient's board, sent by whatever device it was chosen on (the family's tablet is not signed
-- in). Knowing a patient board's id (it travels with the board's link) is what lets a device report use of it; use
-- of any other board is ignored, and nobody reads anything back. The same id sent again (a retry, or the choice
-- taken back within 2 s) changes only `undone`, and only to true. Returns whether the board is a patient's board.
create or replace function public.record_board_use(
  p_id uuid,
  p_board_id text,
  p_card_id text,
  p_label text,
  p_at timestamptz,
  p_method text default null,
  p_undone boolean default false,
  p_scan_steps integer default null,
  p_scan_ms integer default null,
  p_dwell_ms integer default null
)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if p_at > now() + interval '5 minutes' then
    raise exception 'a choice in the future' using errcode = '22023';
  end if;
  if not exists (select 1 from public.patient_boards where board_id = p_board_id) then
    return false;
  end if;
  insert into public.board_usage (id, board_id, card_id, label, method, at, undone, scan_steps, scan_ms, dwell_ms)
  values (p_id, p_board_id, p_card_id, left(coalesce(p_label, ''), 200), p_method, p_at, coalesce(p_undone, false), p_scan_steps, p_scan_ms, p_dwell_ms)
  on conflict (id) do update set undone = public.board_usage.undone or excluded.undone
    where public.board_usage.board_id = excluded.board_id;
  return true;
end;
$$;

revoke all on function public.record_board_use(uuid, text, text, text, timestamptz, text, boolean, integer, integer, integer) from public;
grant execute on function public.record_board_use(uuid, text, text, text, timestamptz, text, boolean, integer, integer, integer) to anon, authenticated;

-- Boards shared by link (issue 15): the board's JSON under a 16-character random token. Anyone may store one; nobody
-- lists them: the table grants no select, and get_shared_board answers only for the exact token.
create table if not exists public.shared_boards (
  token text primary key check (token ~ '^[A-Za-z0-9]{16}$'),
  board jsonb not null check (jsonb_typeof(board) = 'object' and pg_column_size(board) <= 2000000),
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now()
);

alter table public.shared_boards enable row level security;
revoke all on table public.shared_boards from anon, authenticated;
grant insert on table public.shared_boards to anon, authenticated;

create policy "anyone shares a board" on public.shared_boards
  for insert to anon, authenticated
  with check (created_by is not distinct from (select auth.uid()) and created_at <= now() + interval '5 minutes');

create or replace function public.get_shared_board(p_token text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select board from public.shared_boards where token = p_token and p_token ~ '^[A-Za-z0-9]{16}$';
$$;

revoke all on function public.get_shared_board(text) from public;
grant execute on function public.get_shared_board(text) to anon, authenticated;
