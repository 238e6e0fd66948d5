'use client';

/** Last-resort page when even the root layout fails (e.g. the database is down while rendering the menu). */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-IN">
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          textAlign: 'center',
          padding: '6rem 1rem',
          color: '#1c1917',
        }}
      >
        <h1 style={{ fontSize: '2rem' }}>We’ll be right back</h1>
        <p style={{ color: '#57534e' }}>
          The store is temporarily unavailable. Please try again in a moment.
        </p>
        <button
          type="button"
          onClick={reset}
          style={{
            marginTop: '1.5rem',
            padding: '0.75rem 1.5rem',
            borderRadius: 8,
            background: '#1c1917',
            color: 'white',
            border: 0,
          }}
        >
          Try again
        </button>
      </body>
    </html>
  );
}
