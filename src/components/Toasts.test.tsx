import { StrictMode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../lib/toast';
import { Toasts } from './Toasts';

afterEach(cleanup);

// The dev server (npm start) renders in StrictMode, which mounts the container, unmounts it and mounts it again:
// react-toastify hands the toasts raised before its container to the first mount, which the second one drops.
describe('Toasts', () => {
  it("shows the first toast, raised before react-toastify has loaded, in StrictMode's double mount", async () => {
    render(
      <StrictMode>
        <Toasts />
      </StrictMode>,
    );
    toast.success('The first toast of the page');
    expect(await screen.findByText('The first toast of the page')).toBeVisible();
    toast.error('A toast once the container is there');
    expect(await screen.findByText('A toast once the container is there')).toBeVisible();
  });
});
