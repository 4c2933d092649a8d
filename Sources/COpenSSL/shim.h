#ifndef EDDY_COPENSSL_SHIM_H
#define EDDY_COPENSSL_SHIM_H

// The one door from Swift into OpenSSL (libssl-dev). Only the crypto and tls code of
// EddyRuntime imports this module. The 1.1 interfaces that OpenSSL 3 deprecates are hidden,
// so that nothing here can come to depend on them.
#define OPENSSL_API_COMPAT 30000
#define OPENSSL_NO_DEPRECATED 1

#include <openssl/bio.h>
#include <openssl/core_names.h>
#include <openssl/decoder.h>
#include <openssl/dherr.h>
#include <openssl/dsa.h>
#include <openssl/encoder.h>
#include <openssl/ec.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/kdf.h>
#include <openssl/objects.h>
#include <openssl/params.h>
#include <openssl/pem.h>
#include <openssl/pkcs12.h>
#include <openssl/rand.h>
#include <openssl/rsa.h>
#include <openssl/ssl.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>

#endif
