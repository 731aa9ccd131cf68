import { act, render, renderHook, screen } from '@testing-library/react';
import { LoadingOverlay, useLoadingOverlay } from './loading-overlay';

describe('loading overlay', () => {
  it("shows 'Processing…' while at least one operation is pending", () => {
    render(<LoadingOverlay />);
    const { result } = renderHook(() => useLoadingOverlay());
    expect(screen.queryByText('Processing…')).not.toBeInTheDocument();
    act(() => {
      result.current.show();
      result.current.show();
    });
    expect(screen.getByText('Processing…')).toBeInTheDocument();
    act(() => result.current.hide());
    expect(screen.getByText('Processing…')).toBeInTheDocument();
    act(() => result.current.hide());
    expect(screen.queryByText('Processing…')).not.toBeInTheDocument();
  });
});
