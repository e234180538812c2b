// Stands in for stylesheets and images in component tests: a file's URL is just a string there.
module.exports = 'test-file-stub';
