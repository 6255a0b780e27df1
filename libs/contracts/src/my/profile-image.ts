/** The profile image a member uploads (PUT /api/my/profile, multipart field `profileImage`). */
export const PROFILE_IMAGE_FIELD = 'profileImage';
/** Types the uploaded file may be, told by its bytes. */
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The stored image: a square of this many pixels (WebP), cropped to the centre. */
export const PROFILE_IMAGE_PIXELS = 256;
/** Profile-image changes one member may make per minute. */
export const PROFILE_IMAGE_PER_MINUTE = 5;
/** Where stored profile images are served (public: everyone sees them). */
export const PROFILE_IMAGE_PATH = '/api/profile-images/';
