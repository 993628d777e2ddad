// The on-screen keyboard for text fields (issue 25), held by the app: registered with the input runtime once the
// page is idle, its code loaded the first time a switch, dwell, head or gaze user presses a field.
import { lazy, Suspense, useEffect, useState } from 'react';
import { setFieldEditor, type EditableField } from '@/input/field-editor';

const FieldKeyboard = lazy(() => import('@/typing/FieldKeyboard'));

export default function FieldEditorHost() {
  const [field, setField] = useState<EditableField | null>(null);
  useEffect(() => setFieldEditor(setField), []);
  if (!field) return null;
  return (
    <Suspense fallback={null}>
      <FieldKeyboard key={field.id || field.name || 'field'} field={field} onClose={() => setField(null)} />
    </Suspense>
  );
}
