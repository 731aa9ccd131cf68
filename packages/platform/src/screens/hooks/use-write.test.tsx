import { useEffect } from 'react';
import { act, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { renderWithProviders } from '@petfoster/platform/test-utils';
import { LoadingOverlay } from '@petfoster/platform';
import { useWrite } from './use-write';

let action: ReturnType<typeof useWrite>;
function Probe({ read = jest.fn(async () => 'v') }: { read?: () => Promise<string> }) {
  const write = useWrite();
  useEffect(() => {
    action = write;
  });
  const { data } = useQuery({ queryKey: ['things', 1], queryFn: read });
  return (
    <>
      <p>{write.busy ? 'busy' : 'idle'}</p>
      <p>{data}</p>
      <LoadingOverlay />
    </>
  );
}

it('shows the overlay while the write runs, then hands the result to onSuccess', async () => {
  renderWithProviders(<Probe />);
  let finish: (value: number) => void = () => {};
  const onSuccess = jest.fn();
  let done: Promise<boolean> = Promise.resolve(false);
  act(() => {
    done = action.run(() => new Promise<number>((resolve) => (finish = resolve)), { onSuccess });
  });
  expect(screen.getByRole('status')).toHaveTextContent('Processing…');
  expect(await screen.findByText('busy')).toBeInTheDocument();
  await act(async () => {
    finish(42);
    await expect(done).resolves.toBe(true);
  });
  expect(onSuccess).toHaveBeenCalledWith(42);
  expect(await screen.findByText('idle')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('logs a failure, calls onError instead of onSuccess and resolves to false', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  renderWithProviders(<Probe />);
  const failure = new Error('boom');
  const onSuccess = jest.fn();
  const onError = jest.fn();
  await act(async () => {
    await expect(action.run(() => Promise.reject(failure), { onSuccess, onError })).resolves.toBe(false);
  });
  expect(log).toHaveBeenCalledWith(failure);
  expect(onError).toHaveBeenCalledWith(failure);
  expect(onSuccess).not.toHaveBeenCalled();
  expect(await screen.findByText('idle')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('refetches the reads the write changed, and only after a success', async () => {
  const read = jest.fn().mockResolvedValueOnce('v1').mockResolvedValueOnce('v2');
  renderWithProviders(<Probe read={read} />);
  expect(await screen.findByText('v1')).toBeInTheDocument();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => {
    await action.run(() => Promise.reject(new Error('boom')), { invalidates: [['things']] });
  });
  expect(read).toHaveBeenCalledTimes(1);
  await act(async () => {
    await action.run(async () => 1, { invalidates: (n) => [['things', n]] });
  });
  expect(await screen.findByText('v2')).toBeInTheDocument();
  expect(read).toHaveBeenCalledTimes(2);
});
