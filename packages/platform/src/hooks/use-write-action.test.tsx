import { act, render, screen } from '@testing-library/react';
import { LoadingOverlay } from '../ui/loading-overlay';
import { useWriteAction } from './use-write-action';

let action: ReturnType<typeof useWriteAction>;
function Probe() {
  action = useWriteAction();
  return (
    <>
      <p>{action.busy ? 'busy' : 'idle'}</p>
      <LoadingOverlay />
    </>
  );
}

it('is busy with the overlay while the write runs, then hands the result to onSuccess', async () => {
  render(<Probe />);
  let finish: (value: number) => void = () => {};
  const onSuccess = jest.fn();
  let done: Promise<boolean> = Promise.resolve(false);
  act(() => {
    done = action.run(() => new Promise<number>((resolve) => (finish = resolve)), { onSuccess });
  });
  expect(screen.getByText('busy')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Processing…');
  await act(async () => {
    finish(42);
    await expect(done).resolves.toBe(true);
  });
  expect(onSuccess).toHaveBeenCalledWith(42);
  expect(screen.getByText('idle')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('logs a failure, calls onError instead of onSuccess and resolves to false', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  render(<Probe />);
  const failure = new Error('boom');
  const onSuccess = jest.fn();
  const onError = jest.fn();
  await act(async () => {
    await expect(action.run(() => Promise.reject(failure), { onSuccess, onError })).resolves.toBe(false);
  });
  expect(log).toHaveBeenCalledWith(failure);
  expect(onError).toHaveBeenCalledWith(failure);
  expect(onSuccess).not.toHaveBeenCalled();
  expect(screen.getByText('idle')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
