// Signing in to the professional area (/professional/entrar, /en/professional/sign-in; issue 15). A device with no
// professional profile offers to create one; afterwards the page goes where the visitor was going.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { TextField } from '@/components/form/TextField';
import { ScreenHeader } from '@/components/ScreenHeader';
import { needTexts } from '@/i18n/i18n';
import { AccountError, hasAccount, signIn, signUp, signUpProblems, usesBackend, type SignUpProblem } from './account';
import { afterSignIn } from './ProfessionalGate';
import { signedIn, useSession } from './session';
import './professional.css';

needTexts('professional');

export default function SignInScreen() {
  const { t } = useTranslation('professional');
  const navigate = useNavigate();
  const { search } = useLocation();
  const session = useSession();
  // With a backend anyone may sign in or create an account; a device profile is one per device.
  const online = usesBackend();
  const [mode, setMode] = useState<'loading' | 'signIn' | 'signUp'>(online ? 'signIn' : 'loading');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shownProblems, setShownProblems] = useState<SignUpProblem[]>([]);

  useEffect(() => {
    if (online) return;
    void hasAccount()
      .catch(() => false)
      .then((exists) => setMode(exists ? 'signIn' : 'signUp'));
  }, [online]);
  useEffect(() => {
    if (session.status === 'in') navigate(afterSignIn(search), { replace: true });
  }, [session, navigate, search]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    if (mode === 'signUp') {
      const problems = signUpProblems({ name, email, password, confirm });
      setShownProblems(problems);
      if (problems.length > 0) {
        setMessage(t('signIn.fix'));
        return;
      }
    }
    setBusy(true);
    try {
      const professional = mode === 'signUp' ? await signUp({ name, email, password, confirm }) : await signIn(email, password);
      signedIn(professional);
    } catch (error) {
      if (error instanceof AccountError && error.reason === 'wait') setMessage(t('signIn.wait', { seconds: Math.ceil(error.waitMs / 1000) }));
      else if (error instanceof AccountError && error.reason === 'wrong') setMessage(error.waitMs > 0 ? t('signIn.wait', { seconds: Math.ceil(error.waitMs / 1000) }) : t('signIn.wrong'));
      else if (error instanceof AccountError && error.reason === 'accountExists') setMessage(t('signIn.problems.accountExists'));
      else if (error instanceof AccountError && ['offline', 'confirm', 'taken', 'notProfessional'].includes(error.reason)) setMessage(t(`signIn.${error.reason === 'confirm' ? 'confirmEmail' : error.reason}`));
      else setMessage(t('signIn.failed'));
    } finally {
      setBusy(false);
    }
  }

  const problem = (field: SignUpProblem[]) => {
    const found = shownProblems.find((p) => field.includes(p));
    return found ? t(`signIn.problems.${found}`) : null;
  };

  return (
    <div className="page professional professional-sign-in">
      <ScreenHeader />
      <h1 className="page__title">{mode === 'signUp' ? t('signIn.signUpTitle') : t('signIn.title')}</h1>
      <p className="page__intro">
        {online ? (mode === 'signUp' ? t('signIn.onlineSignUpIntro') : t('signIn.onlineIntro')) : mode === 'signUp' ? t('signIn.signUpIntro') : t('signIn.intro')}
      </p>
      {mode !== 'loading' && (
        <form className="professional-form" onSubmit={(event) => void submit(event)} noValidate>
          {mode === 'signUp' && <TextField label={t('signIn.name')} value={name} onChange={setName} autoComplete="name" maxLength={120} error={problem(['nameRequired'])} />}
          <TextField label={t('signIn.email')} type="email" value={email} onChange={setEmail} autoComplete="email" maxLength={254} error={problem(['emailInvalid'])} />
          <TextField
            label={t('signIn.password')}
            type="password"
            value={password}
            onChange={setPassword}
            autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
            maxLength={200}
            error={problem(['passwordShort', 'passwordLong'])}
          />
          {mode === 'signUp' && (
            <TextField label={t('signIn.confirm')} type="password" value={confirm} onChange={setConfirm} autoComplete="new-password" maxLength={200} error={problem(['passwordsDiffer'])} />
          )}
          <p className="professional-form__message" role="alert">
            {message ?? ''}
          </p>
          <button type="submit" className="button button--primary" disabled={busy}>
            {mode === 'signUp' ? t('signIn.create') : t('signIn.submit')}
          </button>
          {online && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setMessage(null);
                setShownProblems([]);
                setMode(mode === 'signUp' ? 'signIn' : 'signUp');
              }}
            >
              {mode === 'signUp' ? t('signIn.toSignIn') : t('signIn.toSignUp')}
            </button>
          )}
        </form>
      )}
    </div>
  );
}
