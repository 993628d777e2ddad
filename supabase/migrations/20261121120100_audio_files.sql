-- Recorded audio (spec 000 §3, §7): the list of clips is public to read; only the service role (which bypasses
-- row-level security) adds or changes clips.

create table if not exists public.audio_files (
  id uuid primary key default gen_random_uuid(),
  file_path text not null check (char_length(file_path) between 1 and 512),
  text_label text not null check (char_length(text_label) between 1 and 500),
  category text not null check (char_length(category) between 1 and 64),
  created_at timestamptz not null default now()
);

create index if not exists audio_files_category_label on public.audio_files (category, text_label);

alter table public.audio_files enable row level security;

revoke all on table public.audio_files from anon, authenticated;
grant select on table public.audio_files to anon, authenticated;

create policy "everyone reads audio files" on public.audio_files
  for select to anon, authenticated
  using (true);
