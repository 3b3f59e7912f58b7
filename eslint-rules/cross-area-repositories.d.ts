/** Source file under server/src -> the other areas' repositories it may still import. */
export declare const CROSS_AREA_REPOSITORIES_ALLOWED: Record<string, readonly string[]>;
