import { describe, expect, it } from 'vitest';
import { fitsAspect, ASPECT_RULES } from './aspect.js';
import { centredCrop, CROP_PRESETS, decodedStatus, fileProblem, imagePath, ImageStatus, isImageFile, isNewImageSource, needsUpload } from './upload-status.js';

describe('image upload rules', () => {
  it('builds the image address of an item', () => {
    expect(imagePath('ma', '0123456789abcdef01234567', 'banner')).toBe('/images?type=ma&id=0123456789abcdef01234567&for=banner');
  });

  it('an image whose source id is not 24 hex characters is new', () => {
    expect(isNewImageSource('/images?type=ma&id=0123456789abcdef01234567&for=icon')).toBe(false);
    expect(isNewImageSource('/images?type=ma&id=create&for=icon')).toBe(true);
    expect(isNewImageSource('/images?type=ma&id=0123456789ABCDEF01234567&for=icon')).toBe(true);
    expect(isNewImageSource('/images?type=ma&for=icon')).toBe(true);
    expect(isNewImageSource('')).toBe(true);
    expect(isNewImageSource(undefined)).toBe(true);
  });

  it('refuses files over 1 MB before any preview, and files that are not images', () => {
    expect(fileProblem({ size: 1048577, type: 'image/png' })).toBe('Your image file size exceeds 1MB. Please select a smaller image.');
    expect(fileProblem({ size: 1048576, type: 'image/png' })).toBeNull();
    expect(fileProblem({ size: 10, type: 'text/plain' })).toBe('Only image files can be previewed.');
    expect(isImageFile('image/jpeg')).toBe(true);
    expect(isImageFile('application/pdf')).toBe(false);
  });

  it('a decoded image of the wrong shape is INVALID with the ratio message; a right one is RELOADED', () => {
    expect(decodedStatus('banner', 800, 600)).toEqual({ status: ImageStatus.INVALID, message: 'Please upload an image with aspect ratio 16:9' });
    expect(decodedStatus('logo', 700, 500)).toEqual({ status: ImageStatus.RELOADED, message: null });
    expect(decodedStatus('icon', 16, 16).status).toBe(ImageStatus.INVALID); // below the minimum size
    expect(decodedStatus('img', 123, 456).status).toBe(ImageStatus.RELOADED); // no rule for plain images
  });

  it('only RELOADED images are uploaded on save', () => {
    expect(needsUpload(ImageStatus.RELOADED)).toBe(true);
    for (const s of [ImageStatus.INVALID, ImageStatus.PREVIEW, ImageStatus.UPLOADED]) expect(needsUpload(s)).toBe(false);
    expect(ImageStatus).toEqual({ INVALID: 0, PREVIEW: 1, RELOADED: 2, UPLOADED: 3 });
  });
});

describe('centredCrop', () => {
  it('cuts the sides of a wide picture and centres the rest', () => {
    expect(centredCrop(1000, 300, 1, 1)).toEqual({ x: 350, y: 0, width: 300, height: 300 });
  });

  it('cuts top and bottom of a tall picture', () => {
    expect(centredCrop(1600, 1600, 16, 9)).toEqual({ x: 0, y: 350, width: 1600, height: 900 });
  });

  it('gives every preset a shape the upload check accepts', () => {
    expect(CROP_PRESETS.map((p) => p.label)).toEqual(['7:5', '16:9', '5:4', '3:2', 'Portrait']);
    for (const [w, h] of [
      [1234, 987],
      [333, 1000],
      [4000, 3001],
    ]) {
      const banner = centredCrop(w, h, 16, 9);
      expect(fitsAspect(banner.width, banner.height, { ...ASPECT_RULES.banner, minWidth: 1, minHeight: 1 })).toBe(true);
      const logo = centredCrop(w, h, 7, 5);
      expect(fitsAspect(logo.width, logo.height, { ...ASPECT_RULES.logo, minWidth: 1, minHeight: 1 })).toBe(true);
    }
  });
});
