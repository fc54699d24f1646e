import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setScenario } from '@yuno/mock-api';
import { mockServer, renderAs, requestBeforePaint, serveMockApi } from '@yuno/test-support';
import { useApi, useUserInfo, type ApiState } from './useApi';

serveMockApi();

/** Counts the requests that reach the mock API for one path fragment. */
function countRequests(fragment: string) {
  const seen: string[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (request.url.includes(fragment)) seen.push(request.url);
  });
  return seen;
}

function UserName({ label }: { label: string }) {
  const { user, isLoading, error, retry } = useUserInfo();
  if (isLoading) return <p>{label}: loading</p>;
  if (error)
    return (
      <button onClick={retry}>
        {label}: {error.message} Retry
      </button>
    );
  return (
    <p>
      {label}: {user?.first_name ?? 'nobody'}
    </p>
  );
}

describe('useApi and useUserInfo', () => {
  it('two widgets asking for the user share one request, and both show the answer', async () => {
    const seen = countRequests('/user');
    renderAs(
      <>
        <UserName label="header" />
        <UserName label="referral menu" />
      </>,
      { as: 'learner' },
    );
    expect(screen.getByText('header: loading')).toBeTruthy();
    expect(screen.getByText('referral menu: loading')).toBeTruthy();
    expect(await screen.findByText('header: Aarav')).toBeTruthy();
    expect(screen.getByText('referral menu: Aarav')).toBeTruthy();
    expect(seen).toHaveLength(1);
  });

  it('asks as the widget commits: the request has left before any effect that waits for the paint runs', async () => {
    const { AfterPaint, asked } = requestBeforePaint('/user/info/');
    renderAs(
      <>
        <AfterPaint />
        <UserName label="header" />
      </>,
      { as: 'learner' },
    );
    expect(asked()).toBe(true);
    expect(await screen.findByText('header: Aarav')).toBeTruthy();
  });

  it('a page that preloaded the user info shows it in the first render, asks nothing, and a retry asks the server', async () => {
    const seen = countRequests('/user');
    const preload = { 'v3/user/info/4101': { code: 200, message: 'ok', data: { user_id: 4101, role: 'Learner', first_name: 'Preloaded' } } };
    renderAs(
      <>
        <UserName label="header" />
        <UserName label="referral menu" />
      </>,
      { as: 'learner', config: { preload } },
    );
    expect(screen.getByText('header: Preloaded')).toBeTruthy();
    expect(screen.getByText('referral menu: Preloaded')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toHaveLength(0);
  });

  it('a preloaded error answer shows the error at once, and Retry fetches the user info', async () => {
    const preload = { 'v3/user/info/4101': { code: 401, message: 'Token expired', data: null } };
    renderAs(<UserName label="header" />, { as: 'learner', config: { preload } });
    await userEvent.click(screen.getByRole('button', { name: 'header: Token expired Retry' }));
    expect(await screen.findByText('header: Aarav')).toBeTruthy();
  });

  it('a logged-out page asks for nothing and is not loading', async () => {
    const seen = countRequests('/user');
    renderAs(<UserName label="header" />, { as: 'visitor' });
    expect(screen.getByText('header: nobody')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toHaveLength(0);
  });

  it('shows the server’s error, and Retry fetches again and shows the answer', async () => {
    setScenario('userInfo', 'http500');
    renderAs(<UserName label="header" />, { as: 'learner' });
    const retry = await screen.findByRole('button', { name: /header: .+ Retry/ });
    setScenario('userInfo', 'ok');
    await userEvent.click(retry);
    expect(await screen.findByText('header: Aarav')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a widget mounting after a failure asks again without sending the others back to loading', async () => {
    setScenario('userInfo', 'http500');
    const seen = countRequests('/user');
    const { rerender } = renderAs(<UserName label="header" />, { as: 'learner' });
    await screen.findByRole('button', { name: /header: .+ Retry/ });
    // The server is back, slowly; the referral menu mounts late and asks again.
    setScenario('userInfo', 'slow', { delayMs: 200 });
    rerender(
      <>
        <UserName label="header" />
        <UserName label="referral menu" />
      </>,
    );
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(screen.queryByText(/: loading$/)).toBeNull();
    expect(screen.getByRole('button', { name: /header: .+ Retry/ })).toBeTruthy();
    expect(await screen.findByText('header: Aarav')).toBeTruthy();
    expect(screen.getByText('referral menu: Aarav')).toBeTruthy();
  });

  it('Retry, asked for by the person, shows the loading state while it is on its way', async () => {
    setScenario('userInfo', 'http500');
    renderAs(<UserName label="header" />, { as: 'learner' });
    const retry = await screen.findByRole('button', { name: /header: .+ Retry/ });
    setScenario('userInfo', 'slow', { delayMs: 200 });
    await userEvent.click(retry);
    expect(screen.getByText('header: loading')).toBeTruthy();
    expect(await screen.findByText('header: Aarav')).toBeTruthy();
  });

  it('mutate with an answer shows it at once without a request; onSuccess hears the fetched answer', async () => {
    const heard: unknown[] = [];
    let mutateRef: ApiState<unknown>['mutate'] | undefined;
    function Footer() {
      const { data, mutate } = useApi<unknown>(['footer'], { onSuccess: (answer) => heard.push(answer.code) });
      mutateRef = mutate;
      return <p>{data ? `code ${String(data.code)} ${JSON.stringify(data.data).length > 2 ? 'with data' : 'empty'}` : 'waiting'}</p>;
    }
    renderAs(<Footer />, { as: 'visitor' });
    await screen.findByText(/^code 200 with data$/);
    expect(heard).toEqual([200]);
    const seen = countRequests('/footer');
    await act(() => mutateRef!({ code: 201, message: '', data: {} }, { revalidate: false }));
    expect(screen.getByText('code 201 empty')).toBeTruthy();
    expect(seen).toHaveLength(0);
  });
});
