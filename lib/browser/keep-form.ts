import 'client-only';
import { startTransition, type FormEvent } from 'react';

/**
 * Submits a form to a `useActionState` action without React's automatic form reset, so a refused form
 * keeps what the admin typed (a `<form action>` is reset after every submission, even a failed one).
 * The clicked button's name and value are included, as a native submission would.
 */
export function submitKeepingValues(dispatch: (data: FormData) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const data = new FormData(event.currentTarget, submitter);
    startTransition(() => dispatch(data));
  };
}
