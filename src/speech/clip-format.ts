// The container of a recorded clip, for the player: what MediaRecorder or an uploaded file says it is.
export type ClipFormat = 'webm' | 'ogg' | 'mp3' | 'wav' | 'mp4';

export function clipFormat(audio: Blob | ArrayBuffer): ClipFormat {
  const type = audio instanceof Blob ? audio.type : '';
  if (type.includes('ogg')) return 'ogg';
  if (type.includes('mpeg') || type.includes('mp3')) return 'mp3';
  if (type.includes('wav')) return 'wav';
  if (type.includes('mp4') || type.includes('aac') || type.includes('m4a')) return 'mp4';
  return 'webm'; // what MediaRecorder makes in Chromium and Firefox
}
