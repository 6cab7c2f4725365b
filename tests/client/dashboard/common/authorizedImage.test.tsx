/**
 * Protected images are read through the dataProvider's getFileBlob (the one door to the API):
 * a fake dataProvider stands in here; the provider's own request is tested in dataProvider.test.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { CoreAdminContext, HttpError, type DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AuthorizedImage,
  type AuthorizedImageProps,
} from '../../../../src/client/dashboard/common/AuthorizedImage';
import { createQueryClient } from '../../../../src/client/dashboard/providers/queryClient';

const createObjectURL = vi.fn(() => 'blob:http://localhost/photo-1');
const revokeObjectURL = vi.fn();

beforeEach(() => {
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const png = async () => new Blob(['png'], { type: 'image/png' });

/** The image in react-admin's context, with a dataProvider whose getFileBlob is `getFileBlob`. */
function renderImage(props: AuthorizedImageProps, getFileBlob = vi.fn(png)) {
  const dataProvider = { getFileBlob } as unknown as DataProvider;
  const view = render(
    <CoreAdminContext dataProvider={dataProvider} queryClient={createQueryClient()}>
      <AuthorizedImage {...props} />
    </CoreAdminContext>,
  );
  return { ...view, getFileBlob };
}

describe('AuthorizedImage', () => {
  it('reads the file through the dataProvider and shows it from an object URL', async () => {
    const { unmount, getFileBlob } = renderImage({ src: '/api/Files/abc', alt: 'Photo of Ngozi' });
    // A neutral placeholder, named by alt, while the file loads.
    expect(screen.getByRole('img', { name: 'Photo of Ngozi' })).toHaveAttribute('aria-busy');

    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Photo of Ngozi' })).toHaveAttribute(
        'src',
        'blob:http://localhost/photo-1',
      ),
    );
    expect(getFileBlob).toHaveBeenCalledWith('/api/Files/abc', expect.anything());
    expect(createObjectURL).toHaveBeenCalledWith(expect.objectContaining({ type: 'image/png' }));

    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/photo-1');
  });

  it('keeps the placeholder when the file cannot be read', async () => {
    const notFound = vi.fn(async () => {
      throw new HttpError('The requested file was not found', 404, {});
    });
    renderImage({ src: '/api/Files/gone', alt: 'Photo of Ngozi' }, notFound);
    await waitFor(() => expect(notFound).toHaveBeenCalled());
    // Asked once: a 404 is an answer, not retried.
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Photo of Ngozi' })).not.toHaveAttribute('aria-busy'),
    );
    const placeholder = screen.getByRole('img', { name: 'Photo of Ngozi' });
    expect(placeholder.tagName).not.toBe('IMG');
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(notFound).toHaveBeenCalledTimes(1);
  });

  it('shows a placeholder without reading anything when there is no image', () => {
    const { getFileBlob } = renderImage({ src: null, alt: 'No photo' });
    expect(screen.getByRole('img', { name: 'No photo' }).tagName).not.toBe('IMG');
    expect(getFileBlob).not.toHaveBeenCalled();
  });

  it('shows a local preview (blob: URL) directly, without reading it', () => {
    const { getFileBlob } = renderImage({
      src: 'blob:http://localhost/picked',
      alt: 'Chosen photo',
    });
    expect(screen.getByRole('img', { name: 'Chosen photo' })).toHaveAttribute(
      'src',
      'blob:http://localhost/picked',
    );
    expect(getFileBlob).not.toHaveBeenCalled();
  });
});
