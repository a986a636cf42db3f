/* sanitized.h: SANITIZED is 1 in a build with AddressSanitizer or
 * UndefinedBehaviorSanitizer (gcc or clang), else 0, so that a slow test
 * can play fewer games there and stay within the suite's time. */
#ifndef CARTO_TEST_SANITIZED_H
#define CARTO_TEST_SANITIZED_H

#if defined(__SANITIZE_ADDRESS__)
#define SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(undefined_behavior_sanitizer)
#define SANITIZED 1
#endif
#endif
#ifndef SANITIZED
#define SANITIZED 0
#endif

#endif
