/** Where catalogue images are served; merchants are told apart by host, like every page. */
export const CATALOGUE_IMAGE_PATH = '/wps/catalogue/image';
