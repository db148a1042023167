import logging, sys
logging.basicConfig(stream=sys.stdout, format='%(levelname)-8s|%(name)s: %(message)s', level=logging.DEBUG)
logging.getLogger('x.y').debug('v=%r', 'q')
logging.getLogger('x').info('%s%%', 50)
