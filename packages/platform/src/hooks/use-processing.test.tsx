import { act, render, screen } from '@testing-library/react';
import { LoadingOverlay } from '../ui/loading-overlay';
import { useProcessing } from './use-processing';

let run: ReturnType<typeof useProcessing>;
function Probe() {
  run = useProcessing();
  return <LoadingOverlay />;
}

it("shows 'Processing…' while the write runs and hides it after success or failure", async () => {
  render(<Probe />);
  let finish: (value: string) => void = () => {};
  let result: Promise<string> = Promise.resolve('');
  act(() => {
    result = run(() => new Promise<string>((resolve) => (finish = resolve)));
  });
  expect(screen.getByRole('status')).toHaveTextContent('Processing…');
  await act(async () => {
    finish('done');
    await expect(result).resolves.toBe('done');
  });
  expect(screen.queryByRole('status')).not.toBeInTheDocument();

  let failed: Promise<unknown> = Promise.resolve();
  await act(async () => {
    failed = run(() => Promise.reject(new Error('boom')));
    await expect(failed).rejects.toThrow('boom');
  });
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
