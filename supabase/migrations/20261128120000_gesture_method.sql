-- A choice made by a face gesture (an open mouth, raised eyebrows…) is recorded as its own input method.
alter table public.board_usage drop constraint if exists board_usage_method_check;
alter table public.board_usage
  add constraint board_usage_method_check check (method in ('touch', 'keys', 'switch', 'dwell', 'head', 'gaze', 'blink', 'gesture'));
